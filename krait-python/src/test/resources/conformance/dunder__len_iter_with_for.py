class Deck:
    ranks = "A23"
    suits = "sh"
    def __init__(self):
        self.cards = [r + s for s in self.suits for r in self.ranks]
    def __len__(self): return len(self.cards)
    def __getitem__(self, i): return self.cards[i]
d = Deck()
print(len(d), d[0], d[-1], d[1:3])
for c in d:
    print(c, end=" ")
print()
print(list(reversed(d)), "2h" in d, sorted(d)[:2])
