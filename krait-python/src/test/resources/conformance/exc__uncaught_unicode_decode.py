data = b"caf\xe9"
print(len(data))
print(data.decode("utf-8"))
