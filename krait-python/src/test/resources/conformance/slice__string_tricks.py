s = "Hello, World"
print(s[::-1], s[:5][::-1], s[7:], s[-5:], s[::2], s[1::2])
print("racecar" == "racecar"[::-1], "abc"[::-1][::-1], s[:100], s[3:3] == "")
words = s.split(", ")
print([w[::-1] for w in words], s[s.index(",") + 2:], s[:s.find("z")])
n = 1234567
print(str(n)[::-1], int(str(n)[::-1]), ",".join([str(n)[::-1][i:i+3] for i in range(0, 7, 3)])[::-1])
