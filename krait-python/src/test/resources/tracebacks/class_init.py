class P:
    def __init__(self, x):
        self.x = x.value
p = P(3)
