print(int("42"), int("  -17  "), int("+5"), int("1_000"))
print(int("ff", 16), int("FF", 16), int("0xff", 16), int("0xff", 0))
print(int("0b101", 0), int("0o17", 0), int("101", 2), int("z", 36))
print(int("777", 8), int("10", 3), int("0", 0))
for bad in ["", "1.5", "12a", "0x", "1__0", "_1", "09"]:
    try:
        print(int(bad, 0) if bad == "09" else int(bad))
    except ValueError as e:
        print(type(e).__name__, e)
try:
    int("2", 2)
except ValueError as e:
    print(type(e).__name__, e)
try:
    int("5", 37)
except ValueError as e:
    print(type(e).__name__, e)
