try:
    sorted([3, 1], key=lambda x: 1 / (x - 1))
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    sorted([1, None])
except TypeError as e:
    print(type(e).__name__, e)
try:
    sorted([{1}, {2}], key=len, bad=1)
except TypeError as e:
    print(type(e).__name__, e)
print(sorted([{2, 3}, {1}, {1, 2, 3}], key=len))
print(sorted([[3], [1, 2], [1]]))
