import string
import textwrap
from string import Template

print(string.ascii_letters, string.digits, string.hexdigits, string.octdigits)
print(repr(string.punctuation), repr(string.whitespace), len(string.printable))
print(string.capwords("hello   big\tworld"), string.capwords("a-b c-d", "-"))
t = Template("Dear $name, your order ${order_id} ships on $date. Cost: $$${cost}.")
print(t.substitute(name="Ann", order_id=42, date="Mon", cost="9.99"))
print(t.safe_substitute({"name": "Bob"}, date="Tue"))
print(t.get_identifiers(), t.is_valid(), Template("bad $").is_valid(), t.template[:10])
try:
    t.substitute(name="x")
except KeyError as e:
    print("KeyError:", e)
try:
    Template("a\nprice: $ 5").substitute()
except ValueError as e:
    print("ValueError:", e)


class Percent(Template):
    delimiter = "%"


print(Percent("%who owes %{amount}").substitute(who="Cid", amount=10))
print(string.Formatter().format("{0}:{name:>5}", 1, name="x"))

text = ("Krait runs Python cells inside the JVM host, with hard limits on CPU time and memory, "
        "and nothing of the host reachable except the tools it hands over.")
print(textwrap.wrap(text, width=30))
print(textwrap.fill(text, width=40))
print(textwrap.fill(text, width=50, initial_indent="- ", subsequent_indent="  "))
print(textwrap.shorten(text, width=60), textwrap.shorten("short", width=10))
print(textwrap.shorten(text, width=40, placeholder="..."))
print(textwrap.dedent("""\
    def f():
        return 1

    print(f())
"""))
print(textwrap.indent("line one\n\nline two\n", "    "), end="")
print(textwrap.indent("a\nb", "> ", predicate=lambda line: True))
print(textwrap.wrap("averyveryveryverylongword and short", width=10))
print(textwrap.wrap("no-break-on-hyphens-here please", width=12, break_on_hyphens=False))
print(textwrap.wrap(text, width=20, max_lines=3))
w = textwrap.TextWrapper(width=25, break_long_words=False)
print(w.wrap("a supercalifragilisticexpialidocious word"))
rows = [("Item", "Qty"), ("Apples", 3), ("Pears", 12)]
for name, qty in rows:
    print(f"{name:<10}{qty:>5}")
