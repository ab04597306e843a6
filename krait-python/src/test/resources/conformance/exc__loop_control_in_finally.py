for i in range(3):
    try:
        if i == 1:
            continue
        print("body", i)
    finally:
        print("finally", i)
def g():
    while True:
        try:
            return "ret"
        finally:
            print("cleanup")
print(g())
result = []
for i in range(5):
    try:
        if i == 3:
            raise ValueError
    except ValueError:
        break
    else:
        result.append(i)
    finally:
        result.append(-i)
print(result)
