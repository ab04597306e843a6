x = None
if True:
	print(x + 1)
