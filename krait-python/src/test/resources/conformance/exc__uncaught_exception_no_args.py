class Empty(Exception):
    pass
print("about to raise")
raise Empty()
