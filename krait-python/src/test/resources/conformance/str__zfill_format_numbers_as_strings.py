for n in [5, -5, 123456]:
    print(str(n).zfill(6), f"{n:06d}", "%06d" % n, format(n, "+07"), f"{n:>+8}", f"{n: d}")
print(format("text", "<10") + "|", format("text", "^10.2") + "|", format(3, "") , format("s"))
