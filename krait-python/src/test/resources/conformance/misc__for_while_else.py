for i in range(3):
    if i == 5:
        break
else:
    print("for completed without break")
for i in range(3):
    if i == 1:
        print("breaking")
        break
else:
    print("not printed")
n = 0
while n < 3:
    n += 1
else:
    print("while else, n =", n)
while True:
    break
else:
    print("never")
for x in []:
    pass
else:
    print("empty for else")
