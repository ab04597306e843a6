s = "one\ntwo\r\nthree\rfour\n\nfive"
print(s.splitlines(), s.splitlines(True), s.splitlines(keepends=True)[:2])
print("".splitlines(), "\n".splitlines(), "a\n".splitlines(), "a\x0bb\x0cc\x1cd\u2028e".splitlines())
print("a\nb".split("\n"), "a\n".split("\n"))
