n = 5
print("n is " + str(n))
print("n is " + n)
