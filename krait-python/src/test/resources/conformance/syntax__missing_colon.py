print("this never runs")
if True
    print("x")
