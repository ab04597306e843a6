for w in (6, 10):
    print("[{:{fill}{align}{width}}]".format("ab", fill="*", align="^", width=w))
print("{:{}{}}".format(3.14159, ".", "3"))
print("{0:{1}}|{0:>{1}}".format("x", 4))
print("{:0{w}d}".format(42, w=6), "{:,.{p}f}".format(1234567.891, p=1))
print("{a[0]:>{b[1]}}".format(a=["q"], b=[0, 5]))
