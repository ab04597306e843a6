stack = []
for ch in "(a[b]{c})":
    if ch in "([{":
        stack.append(ch)
    elif ch in ")]}":
        print("close", ch, "matches", stack.pop())
print(stack == [])
queue = [1, 2, 3]
while queue:
    item = queue.pop(0)
    if item < 3:
        queue.append(item + 10)
    print(item, queue)
