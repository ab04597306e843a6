s = "one\ntwo\r\nthree\rfour\n\nsix"
print(s.splitlines())
print(s.splitlines(keepends=True))
print("".splitlines(), "\n".splitlines(), "x\n".splitlines())
print("a\x0bb\x0cc\x1cd\u2028e".splitlines())
print("trailing\n".split("\n"))
