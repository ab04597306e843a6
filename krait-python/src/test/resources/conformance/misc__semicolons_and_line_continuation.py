a = 1; b = 2; c = a + b
print(a, b, c)
total = (1 +
         2 +
         3)
other = 1 + \
    2
print(total, other)
items = [
    1,
    2,
]
print(items, {
    "k": "v",
})
if a == 1 and \
   b == 2:
    print("continued condition")
