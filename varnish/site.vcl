# Varnish in front of the site (docs/decisions/221-cache-tags-and-exact-purges.md; README "Behind a
# CDN or Varnish"). Public pages are stored until the app purges one of their tags through its purge
# hook (CDN_PURGE_URL=http://<varnish>/.purge); nothing personal is ever stored.
# The suite tests/reliability/varnish.test.ts starts varnishd with this file (the port below replaced).
vcl 4.1;

backend origin {
    .host = "127.0.0.1";
    .port = "3000";
}

# Who may purge: the app servers.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.url == "/.purge") {
        if (req.method != "POST" || client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        # Tags are lower-case words (app/page-cache/page-tags.ts): nothing a pattern could misread.
        if (req.http.Surrogate-Key !~ "^[a-z0-9:_-]+( [a-z0-9:_-]+)*$") {
            return (synth(400, "Bad tags"));
        }
        # No space in the pattern: a ban's argument ends at the first one.
        ban("obj.http.Surrogate-Key ~ (^|\s)(" + regsuball(req.http.Surrogate-Key, " ", "|") + ")(\s|$)");
        return (synth(200, "Purged"));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The staff area, sign-in, the API and health checks: never from the cache.
    if (req.url ~ "(?i)^/(admin|login|logout|api|healthz)(/|\?|$)") {
        return (pass);
    }
    # A preview, a Remix data request or a route-module request.
    if (req.url ~ "[?&](preview|_data|_routes)(=|&|$)" || req.url ~ "\.data(\?|$)") {
        return (pass);
    }
    # A session, a flash toast or a preview: this visitor's own page (the app's names,
    # app/backend/personal-cookies.ts; tests/unit/page-cache/personal-cookies.test.ts checks this rule).
    if (req.http.Cookie ~ "(^|;\s*)(__Host-|__Secure-)?(admin_session|sb-[^=]+-auth-token(\.\d+)?|flash_toast|preview[^=]*|sanity-preview[^=]*)=") {
        return (pass);
    }
    # Any other cookie (the enquiry form's token) changes no public page: not sent, not a reason to pass.
    unset req.http.Cookie;
    unset req.http.Authorization;
    # One stored copy per encoding the origin sends: brotli, gzip, or gzip that Varnish unpacks.
    # Brotli when named without a q-value or with one above 0 (`br;q=0` refuses it).
    if (req.http.Accept-Encoding ~ "(?i)(^|,)\s*br\s*(,|$|;\s*q\s*=\s*(1(\.0*)?|0?\.[0-9]*[1-9][0-9]*)\s*(,|$))") {
        set req.http.X-Encoding = "br";
    } else {
        set req.http.X-Encoding = "gzip";
    }
    return (hash);
}

sub vcl_hash {
    hash_data(req.http.X-Encoding);
}

sub vcl_backend_fetch {
    # Varnish asks for gzip on its own; a brotli copy is asked for as such.
    if (bereq.http.X-Encoding == "br") {
        set bereq.http.Accept-Encoding = "br";
    }
    unset bereq.http.X-Encoding;
}

sub vcl_backend_response {
    # Only a public answer that sets no cookie is stored; anything else is passed on and not stored.
    if (beresp.http.Set-Cookie || beresp.http.Cache-Control !~ "\bpublic\b" || beresp.http.Cache-Control ~ "private|no-store") {
        set beresp.uncacheable = true;
        set beresp.ttl = 10s;
        return (deliver);
    }
    # The encoding is part of the hash already.
    unset beresp.http.Vary;
    return (deliver);
}

sub vcl_deliver {
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    if (resp.http.Surrogate-Key) {
        set resp.http.Vary = "Accept-Encoding";
    }
}
