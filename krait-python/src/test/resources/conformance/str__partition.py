print("key=value=x".partition("="))
print("key=value=x".rpartition("="))
print("novalue".partition("="), "novalue".rpartition("="))
print("a::b".partition("::"))
try:
    "abc".partition("")
except ValueError as e:
    print(type(e).__name__, e)
