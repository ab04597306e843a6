print(int(" 0b11 ", 0), int("-0x1F", 16), int("0o7", 8), int("Z", 36), int("  12  "))
print(str(10 ** 18), str(-10 ** 18 + 1), repr(-0), f"{-0}", int("-0"))
print(int("1" * 30) % 97, len(str(2 ** 256)), str(2 ** 256)[:12])
print(int("\t+7\n"), int("1_2_3"), float("1_2.5"))
for s in ["1 2", "0b", "++1", "0x_"]:
    try:
        int(s, 0)
    except ValueError as e:
        print(type(e).__name__, e)
