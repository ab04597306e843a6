class InsufficientFunds(Exception): pass
class Account:
    _next_id = 1
    def __init__(self, owner, balance=0):
        self.owner, self._balance = owner, balance
        self.id = Account._next_id
        Account._next_id += 1
        self.history = []
    @property
    def balance(self): return self._balance
    def deposit(self, amt):
        if amt <= 0: raise ValueError("deposit must be positive")
        self._balance += amt
        self.history.append(("dep", amt))
        return self
    def withdraw(self, amt):
        if amt > self._balance: raise InsufficientFunds(f"{self.owner}: balance {self._balance}, requested {amt}")
        self._balance -= amt
        self.history.append(("wd", amt))
        return self
    def __repr__(self): return f"{type(self).__name__}(#{self.id}, {self.owner!r}, {self._balance:.2f})"
class Savings(Account):
    def __init__(self, owner, balance=0, rate=0.02):
        super().__init__(owner, balance)
        self.rate = rate
    def add_interest(self):
        return self.deposit(round(self._balance * self.rate, 2))
class Checking(Account):
    overdraft = 100
    def withdraw(self, amt):
        if amt > self._balance + self.overdraft:
            raise InsufficientFunds(f"overdraft limit exceeded by {amt - self._balance - self.overdraft}")
        self._balance -= amt
        self.history.append(("wd", amt))
        return self
accts = [Savings("ann", 1000), Checking("bob", 50), Account("cy")]
accts[0].add_interest().withdraw(20)
accts[1].withdraw(120)
for a, amt in [(accts[2], 5), (accts[1], 100)]:
    try:
        a.withdraw(amt)
    except InsufficientFunds as e:
        print("failed:", e)
try:
    accts[2].deposit(-1)
except ValueError as e:
    print(e)
for a in sorted(accts, key=lambda a: a.balance, reverse=True):
    print(a, a.history)
print(sum(a.balance for a in accts), {type(a).__name__ for a in accts} == {"Savings", "Checking", "Account"})
