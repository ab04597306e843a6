print("a=b=c".partition("="), "a=b=c".rpartition("="), "abc".partition("x"), "abc".rpartition("x"))
key, _, value = "name: Ada Lovelace".partition(": ")
print(key, value)
try:
    "abc".partition("")
except ValueError as e:
    print(e)
