a = 1
b = 'x'
c = a + b
