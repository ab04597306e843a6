big = 1234567890
print(f"{big:,} {big:_} {-big:,} {big:_b} {big:_x} {big:_o}")
print(f"{1234.5:,} {1234567.891:,.2f} {0.5:,} {999:,}")
print(f"{big:>20,} {big:020,} {big:+,}")
print(f"{10**20:,d}")
try:
    print(f"{'abc':,}")
except ValueError as e:
    print(type(e).__name__, e)
try:
    print(f"{1:,_}")
except ValueError as e:
    print(type(e).__name__, e)
