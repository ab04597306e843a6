a = 1000
b = 1000
print(a == b)
x = "hello"
y = "hel" + "lo"
print(x == y)
l1 = []
l2 = []
print(l1 == l2, l1 is l2)
t1 = ()
print(t1 == (), len(t1))
