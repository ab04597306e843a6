class Account:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
        self.history = []
    def deposit(self, amt):
        self._record("dep", amt)
        self.balance += amt
        return self
    def withdraw(self, amt):
        if amt > self.balance:
            raise ValueError(f"insufficient funds: {self.balance} < {amt}")
        self._record("wd", amt)
        self.balance -= amt
        return self
    def _record(self, kind, amt):
        self.history.append((kind, amt))
    def __repr__(self):
        return f"Account({self.owner!r}, {self.balance})"
a = Account("ann").deposit(100).withdraw(30)
print(a, a.history)
try:
    a.withdraw(1000)
except ValueError as e:
    print(type(e).__name__, e)
