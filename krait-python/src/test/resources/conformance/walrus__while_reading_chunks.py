data = "abcdefghij"
pos = 0
chunks = []
while (chunk := data[pos:pos + 3]):
    chunks.append(chunk)
    pos += 3
print(chunks, pos)
if (m := max(len(c) for c in chunks)) > 2:
    print("max chunk len", m)
print([y for x in range(5) if (y := x * x) % 2 == 0], y)
