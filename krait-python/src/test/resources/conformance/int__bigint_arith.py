a = 2 ** 100
print(a)
print(a * a)
print(a - 1, -a + 1)
print(a // 3, a % 3)
print(3 ** 50)
print(10 ** 30 // 10 ** 15)
print(12345678901234567890 * 98765432109876543210)
f = 1
for i in range(1, 26):
    f *= i
print(f)
print(f // (2 ** 22), f % 1000003)
print(-(2 ** 64) - 1, abs(-(2 ** 64)))
