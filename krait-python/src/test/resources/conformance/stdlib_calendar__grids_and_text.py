# calendar: leap years, weekdays, month grids, and the text/HTML renderings agents print
import calendar

for y in (1900, 2000, 2023, 2024, 2100, -4, 0):
    print(y, calendar.isleap(y), end="; ")
print()
print(calendar.leapdays(1900, 2024), calendar.leapdays(2024, 1900), calendar.leapdays(2000, 2001))
print([calendar.weekday(2024, m, 1) for m in range(1, 13)])
print(calendar.weekday(12000, 6, 15), calendar.weekday(-400, 2, 29), calendar.monthrange(2023, 2),
      calendar.monthrange(2024, 2), calendar.monthrange(1999, 12))

for bad in [(2024, 0), (2024, 13)]:
    try:
        calendar.monthrange(*bad)
    except calendar.IllegalMonthError as e:
        print(type(e).__name__, e, e.args, e.month, isinstance(e, ValueError))
try:
    calendar.weekday(2023, 2, 29)
except ValueError as e:
    print("ValueError:", e)
try:
    calendar.setfirstweekday(7)
except ValueError as e:
    print(repr(e), e.weekday)

print(calendar.monthcalendar(2024, 3))
print(calendar.Calendar(6).monthdayscalendar(2024, 3)[0])
cal = calendar.Calendar(firstweekday=3)
print(cal.firstweekday, cal.getfirstweekday(), list(cal.iterweekdays()))
cal.firstweekday = 10
print(cal.firstweekday, vars(cal))
print(list(calendar.Calendar().itermonthdays2(2024, 9))[:9])
print(list(calendar.Calendar(2).itermonthdays3(2024, 1))[:4])
print(list(calendar.Calendar().itermonthdays4(2025, 12))[-3:])
print(calendar.Calendar().monthdatescalendar(2024, 2)[0][:2])
print(len(calendar.Calendar().yeardayscalendar(2024, 4)), [len(r) for r in calendar.Calendar().yeardays2calendar(2024, 5)])

print(calendar.month(2024, 2), end="|\n")
print(calendar.month(2025, 8, w=4, l=2), end="|\n")
print(calendar.TextCalendar(firstweekday=6).formatmonth(2024, 9), end="|\n")
print(calendar.calendar(2024, m=4, c=3), end="|\n")
print(repr(calendar.weekheader(3)), repr(calendar.weekheader(12)), repr(calendar.week([(0, 0), (1, 1), (22, 2)], 3)))
print(repr(calendar.TextCalendar().formatmonthname(2024, 5, 30)),
      repr(calendar.TextCalendar().formatmonthname(2024, 5, 3, withyear=False)))
print(repr(calendar.formatstring(["ab", "c", "def"], 6, 1)))
calendar.prmonth(2023, 1)
calendar.setfirstweekday(calendar.SUNDAY)
print(calendar.firstweekday(), calendar.monthcalendar(2024, 6)[0])
calendar.setfirstweekday(0)

print(calendar.month_name[3], calendar.month_abbr[12], calendar.day_name[-1], calendar.day_abbr[0])
print(list(calendar.month_name), calendar.day_abbr[1:3], len(calendar.month_abbr), len(calendar.day_name))
print(calendar.timegm((1970, 1, 1, 0, 0, 0)), calendar.timegm((2024, 2, 29, 23, 59, 59, 3, 60, 0)))
print(calendar.MONDAY, calendar.SUNDAY, calendar.mdays, calendar.EPOCH, calendar.error)

html = calendar.HTMLCalendar()
print(html.formatmonth(2024, 4))
print(html.formatweekday(2), html.formatday(0, 5), html.formatday(9, 6))
print(html.formatyear(2024, width=6)[:160])
page = html.formatyearpage(2024, css=None)
print(type(page).__name__, page[:60], len(page.splitlines()))


class Agenda(calendar.HTMLCalendar):
    """Marks the days that have events."""
    cssclasses = ["weekday"] * 5 + ["weekend"] * 2

    def __init__(self, events):
        super().__init__(firstweekday=6)
        self.events = events

    def formatday(self, day, weekday):
        if day in self.events:
            return '<td class="busy">%d: %s</td>' % (day, self.events[day])
        return super().formatday(day, weekday)


print(Agenda({3: "standup", 14: "review"}).formatmonth(2024, 7, withyear=False))


class Marked(calendar.TextCalendar):
    def formatday(self, day, weekday, width):
        text = super().formatday(day, weekday, width)
        return text.replace(" ", "*") if weekday >= 5 and day else text


print(Marked().formatmonth(2024, 11), end="|\n")
