#!/usr/bin/env python3
"""An outside bot for tilesmith: it reads each decision as one line of JSON
on standard input and writes the option it takes as one line on standard
output (the protocol: docs/agents.md).

    tilesmith simulate --pack winter-edition --bots "ext:python3 docs/agents/example_bot.py,greedy"

It plays every ruleset. It lays a tile next to as many tiles as it can,
puts a follower out while it has more than two in its supply, and takes
any other decision at random, drawing only from the seed each game gives,
so that it plays a game the same way every time.
"""
import json
import random
import sys

PROTOCOL = 1


def neighbours(option, board):
    """How many tiles lie around the cell an option concerns."""
    if "x" not in option:
        return 0
    x, y = option["x"], option["y"]
    return sum((x + dx, y + dy) in board for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0)))


def choose(request, rng):
    decision, view = request["decision"], request["view"]
    options = decision["options"]
    if decision["kind"] == "place-tile":
        board = {(t["x"], t["y"]) for t in view["board"]}
        most = max(neighbours(o, board) for o in options)
        return rng.choice([i for i, o in enumerate(options) if neighbours(o, board) == most])
    if decision["kind"] == "place-follower":
        seat = decision["seat"]
        supplies = view["supplies"]
        followers = [i for i, o in enumerate(options) if o["json"] != {}]
        if followers and 0 <= seat < len(supplies) and supplies[seat] > 2:
            return rng.choice(followers)
        nothing = [i for i, o in enumerate(options) if o["json"] == {}]
        if nothing:
            return nothing[0]
    return rng.randrange(len(options))


def main():
    rng = random.Random(0)
    for line in sys.stdin:
        request = json.loads(line)
        if request["protocol"] != PROTOCOL:
            sys.exit(f"example_bot: protocol {request['protocol']} is not {PROTOCOL}")
        if "game" in request:
            rng = random.Random(request["game"]["seed"])
        print(json.dumps({"option": choose(request, rng)}), flush=True)


if __name__ == "__main__":
    main()
