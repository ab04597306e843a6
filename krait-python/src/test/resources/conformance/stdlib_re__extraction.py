import re

log = """2024-01-15 10:23:45 ERROR [db] Connection timeout after 30s (host=db-1.internal)
2024-01-15 10:24:01 INFO  [api] GET /users/42 200 12ms
2024-01-15 10:24:02 WARN  [api] GET /users/abc 404 3ms
2024-01-16 08:00:00 ERROR [auth] Invalid token for user=alice@example.com
"""

line_re = re.compile(r"^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>[\d:]+) (?P<level>[A-Z]+)\s+\[(?P<svc>\w+)\] (?P<msg>.*)$",
                     re.MULTILINE)
for m in line_re.finditer(log):
    print(m.group("level"), m["svc"], m.group("date", "time"), m.span("msg"))
print([m.groupdict()["svc"] for m in line_re.finditer(log) if m["level"] == "ERROR"])
print(re.findall(r"[\w.+-]+@[\w-]+\.[\w.]+", log))
print(re.findall(r"GET (\S+) (\d{3}) (\d+)ms", log))
print(re.findall(r"(\d+)ms", log))
print(re.search(r"host=([\w.-]+)", log).group(1))
print(re.sub(r"\d{4}-(\d{2})-(\d{2})", r"\2/\1", "on 2024-01-15 and 2024-02-03"))
print(re.sub(r"(?P<k>\w+)=(?P<v>\S+)", r"\g<v>:\g<k>", "a=1 b=two"))
print(re.sub(r"\d+", lambda m: str(int(m.group()) * 2), "3 apples and 12 pears"))
print(re.subn(r"\s+", " ", "too   many    spaces\there"))
print(re.split(r"\s*[,;]\s*", "a , b;c ,d"))
print(re.split(r"([,;])", "a,b;c"))
print(re.split(r"\W+", "Words, words, words.", maxsplit=1))
print(re.split(r"x*", "axbc"))
print(re.fullmatch(r"[A-Z]{3}-\d{4}", "ABC-1234") is not None, re.fullmatch(r"[A-Z]{3}-\d{4}", "ABC-12345"))
print(re.match(r"\d+", "abc123"), re.search(r"\d+", "abc123"))
m = re.search(r"(\w+)@(\w+)\.com", "contact: bob@example.com!")
print(m.group(0), m.group(1, 2), m.groups(), m.start(2), m.end(), m.span(1), m.lastindex, m.re.pattern)
print(m.expand(r"user=\1 domain=\2"), m.string, m.pos, m.endpos)
m = re.match(r"(?P<first>\w+) (?P<last>\w+)?", "Jane ")
print(m.groupdict(), m.groupdict(""), m.groups("?"), m.lastgroup)
print(re.findall(r"\b[A-Z][a-z]+\b", "Alice met Bob and charlie in Paris"))
print(re.findall(r"(?i)\bthe\b", "The cat saw THE dog on the mat"))
print(re.findall(r"^\s*#\s*(.+)$", "# one\ncode\n  #two\n", re.M))
print(re.findall(r"a.b", "a\nb acb", re.S), re.findall(r"a.b", "a\nb acb"))
print(re.findall(r"""
    (\d{3})   # area code
    [-.\s]?
    (\d{4})   # number
""", "call 555-1234 or 555 9876", re.VERBOSE))
print(re.findall(r"(\w)\1", "bookkeeper"), re.findall(r"(?P<ch>.)(?P=ch)", "aabbc"))
print(re.findall(r"(?<=\$)\d+(?:\.\d\d)?", "cost $12.50, tax $3"), re.findall(r"\d+(?!px)\b", "10px 20em 30"))
print(re.findall(r"\w+", "naïve café straße"), re.findall(r"\w+", "naïve café", re.ASCII))
print(re.findall(r"[^\W\d_]+", "abc_123def"))
print(re.escape("1+1=2? (yes) [x] a.b*c $5 ^_^ ~/path"))
print(re.findall(re.escape("a.b"), "a.b axb"))
p = re.compile(r"(?P<key>\w+)\s*:\s*(?P<value>[^,]+)")
print(p.pattern, p.groups, p.groupindex, p.flags)
print([(m["key"], m["value"].strip()) for m in p.finditer("name: Ann , age:30,city :Oslo")])
print(p.match("x: 1", 0), p.search("zz k:v", 2), p.findall("a:1,b:2", 0, 3))
print(re.compile("a", re.I | re.M), re.compile(r"\d"))
print(re.findall(r"\d{2,}", "1 22 333"), re.findall(r"a{,2}", "aaa"), re.findall(r"x{", "x{"))
print(re.sub(r"^", "> ", "line1\nline2", flags=re.M))
print(re.sub("a|b", "-", "abc", count=1))
print(re.findall(r"(a)|(b)", "ab"))
print(bool(re.match(r"\Aabc\Z", "abc")), bool(re.match(r"abc$", "abc\n")), bool(re.match(r"abc\Z", "abc\n")))
print(re.findall(r"\s+", "a\u00a0b\u2003c"))
print(re.search(r"😀(.)", "x😀yz").span(), re.sub("é", "e", "café"))
