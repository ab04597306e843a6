import math
print(math.exp(10) > 1)
print(math.exp(1000))
