def gen():
    for i in range(3):
        try:
            yield i
        finally:
            print("cleanup", i)
for v in gen():
    if v == 1:
        break
print("---")
def search(items, target):
    for i, x in enumerate(items):
        try:
            if x == target:
                return i
        finally:
            print("checked", x)
    return -1
print(search([5, 6, 7], 6))
while True:
    try:
        print("in loop")
        break
    finally:
        print("loop finally")
