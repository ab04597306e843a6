def resource():
    print("open")
    try:
        for i in range(10):
            yield i
    finally:
        print("close")
total = 0
for v in resource():
    total += v
    if v == 3:
        break
print("total", total)
print(sum(resource()))
g = resource()
print(next(g))
g.close()
print("end")
