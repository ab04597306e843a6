# thousands grouping with zero padding to a width, every base and sign, ints and floats
values = [0, 1, -1, 7, 12, 123, 1234, 12345, 123456, 1234567, -9876543210, 2**64, -(2**70) + 3]
specs = [",", "_", "_x", "_b", "_o", "_X", "08,", "012_", "015,d", "020_x", "+010,", " 09_",
         "0=12,", "<14,", ">14_", "^16,", "011_b", "07,", "06_x", "05,", "01,", "0,"]
for v in values:
    print(" ".join(format(v, s) for s in specs))
floats = [0.0, 1.5, -1234.5678, 1234567.891, 1e16, -2.5e-7, 12345678.0]
fspecs = [",.2f", "_.3f", "015,.2f", "020_.1f", ",.3e", "012,g", ",", "_g", "010,.0f"]
for f in floats:
    print(" ".join(format(f, s) for s in fspecs))
big = 7 ** 500
print(format(big, ","))
print(format(-big, "_x"))
print(format(big, "0600,"))
print(f"{123456789:,} {123456789:_} {-42:08,} {3.14159:012,.3f}")
