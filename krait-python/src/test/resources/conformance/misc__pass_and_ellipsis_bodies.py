def stub(): ...
def stub2(): pass
class Empty: pass
class Empty2: ...
print(stub(), stub2(), Empty.__name__, Empty2.__name__)
for _ in range(2):
    pass
if True:
    pass
else:
    ...
while False:
    pass
print("done")
