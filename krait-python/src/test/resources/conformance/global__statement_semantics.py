counter = 0
def bump():
    global counter
    counter += 1
    return counter
bump(); bump()
print(counter)
def define_new():
    global brand_new
    brand_new = [1]
define_new()
print(brand_new)
def no_global():
    counter = 100
    return counter
print(no_global(), counter)
def reads_global():
    return counter * 10
print(reads_global())
def deleter():
    global brand_new
    del brand_new
deleter()
print("brand_new" in globals())
