class Pizza:
    count = 0
    def __init__(self, toppings):
        self.toppings = toppings
        Pizza.count += 1
    @classmethod
    def margherita(cls):
        return cls(["mozzarella", "tomato"])
    @staticmethod
    def area(r):
        return round(3.14159 * r * r, 2)
    def describe(self):
        return f"{type(self).__name__}: {', '.join(self.toppings)}"
class Special(Pizza):
    pass
print(Pizza.margherita().describe(), Special.margherita().describe())
print(Pizza.area(2), Pizza(["x"]).area(1), Pizza.count)
print(type(Pizza.__dict__["area"]).__name__, type(Pizza.__dict__["margherita"]).__name__)
print(type(Pizza.margherita).__name__, type(Pizza.area).__name__)
