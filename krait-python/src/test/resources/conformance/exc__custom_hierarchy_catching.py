class BankError(Exception): pass
class InsufficientFunds(BankError):
    def __init__(self, needed, available):
        super().__init__(f"need {needed}, have {available}")
        self.needed, self.available = needed, available
class FrozenAccount(BankError): pass
def withdraw(bal, amt, frozen=False):
    if frozen: raise FrozenAccount("account frozen")
    if amt > bal: raise InsufficientFunds(amt, bal)
    return bal - amt
for args in [(100, 50), (10, 50), (100, 1, True)]:
    try:
        print("ok", withdraw(*args))
    except InsufficientFunds as e:
        print("short by", e.needed - e.available, "|", e)
    except BankError as e:
        print("bank error:", type(e).__name__, e)
print(issubclass(InsufficientFunds, Exception), InsufficientFunds.__mro__[1:3])
