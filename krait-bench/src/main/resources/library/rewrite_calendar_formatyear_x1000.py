# issue 11 closing note: calendar.TextCalendar().formatyear x1000
import calendar

c = calendar.TextCalendar()
total = 0
for i in range(1000):
    total += len(c.formatyear(2024))
assert total > 1_000_000
