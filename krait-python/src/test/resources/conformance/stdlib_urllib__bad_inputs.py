import urllib.parse as up, html, difflib, csv, json, string, re, unicodedata
tests = [lambda: up.urlparse(5), lambda: up.quote(None), lambda: up.urlencode(None), lambda: up.parse_qs(5),
         lambda: up.urljoin('a', b'b'), lambda: up.unquote(5), lambda: up.urlsplit(b'\xff'), lambda: html.escape(5),
         lambda: html.unescape(None), lambda: difflib.HtmlDiff().make_table(5, 6), lambda: difflib.HtmlDiff().make_table([1], [2]),
         lambda: csv.Sniffer().sniff(5), lambda: json.JSONDecoder().raw_decode('x', -1), lambda: json.JSONDecoder().raw_decode('[1]', 10),
         lambda: string.Formatter().format(5), lambda: string.Template(5).substitute(), lambda: list(difflib.diff_bytes(difflib.unified_diff, [b"a"], ["b"])),
         lambda: re.compile(r'(?<=(?:a{999999999}){999999999}b)c'), lambda: re.compile('(?(1)a|b)'), lambda: re.compile('(a)(?(1)(?(1)x|y)|z)').match('ax'),
         lambda: unicodedata.decomposition(5), lambda: unicodedata.numeric('12'), lambda: csv.Sniffer().has_header(''),
         lambda: json.loads('{}', cls=5), lambda: string.Formatter().vformat('{0}', 5, {}), lambda: up.urlunparse((1, 2, 3, 4, 5, 6))]
for i, t in enumerate(tests):
    try:
        r = t()
        print(i, 'ok', repr(r)[:60])
    except Exception as e:
        print(i, type(e).__name__, str(e)[:80])
