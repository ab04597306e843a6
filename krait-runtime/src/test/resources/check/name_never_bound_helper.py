# expect: 3:6: warning: name 'summarise' is never assigned in the cell (a NameError if reached)
data = await tools.get_user(id=1)
text(summarise(data))
