"""Independent reference for agent-eval's GPT-2 perplexity: tokenizer and forward pass in numpy.

Reads a Hugging Face style GPT-2 directory (config.json, model.safetensors, vocab.json +
merges.txt) and, for each text given as a JSON list on stdin, prints the token ids and the mean
negative log-probability (nats) of tokens 2..n (minicons' sequence_score with reduction -mean,
as GlossoGen's perplexity metric calls it). Everything is computed in float64 from the stored
float32 weights, following the textbook GPT-2 definitions (OpenAI's encoder.py BPE with the
`regex` module, Hugging Face's GPT2LMHeadModel layers), not agent-eval's code. Usage:

    echo '["some text", "more"]' | python3 scripts/parity/gpt2_reference.py MODEL_DIR
"""
import json
import math
import struct
import sys

import numpy as np
import regex

PATTERN = regex.compile(r"""'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+""")


def bytes_to_unicode():
    bs = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) + list(range(ord("®"), ord("ÿ") + 1))
    cs = bs[:]
    n = 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    return dict(zip(bs, [chr(c) for c in cs]))


def get_pairs(word):
    return {(word[i], word[i + 1]) for i in range(len(word) - 1)}


class Encoder:
    def __init__(self, vocab, merges):
        self.encoder = vocab
        self.ranks = dict(zip(merges, range(len(merges))))
        self.byte_encoder = bytes_to_unicode()

    def bpe(self, token):
        word = tuple(token)
        pairs = get_pairs(word)
        if not pairs:
            return list(word)
        while True:
            bigram = min(pairs, key=lambda pair: self.ranks.get(pair, float("inf")))
            if bigram not in self.ranks:
                break
            first, second = bigram
            new_word = []
            i = 0
            while i < len(word):
                try:
                    j = word.index(first, i)
                    new_word.extend(word[i:j])
                    i = j
                except ValueError:
                    new_word.extend(word[i:])
                    break
                if word[i] == first and i < len(word) - 1 and word[i + 1] == second:
                    new_word.append(first + second)
                    i += 2
                else:
                    new_word.append(word[i])
                    i += 1
            word = tuple(new_word)
            if len(word) == 1:
                break
            pairs = get_pairs(word)
        return list(word)

    def encode_ordinary(self, text):
        ids = []
        for token in regex.findall(PATTERN, text):
            token = "".join(self.byte_encoder[b] for b in token.encode("utf-8"))
            ids.extend(self.encoder[t] for t in self.bpe(token))
        return ids

    def encode(self, text):
        special = "<|endoftext|>"
        ids = []
        parts = text.split(special)
        for i, part in enumerate(parts):
            if i > 0:
                ids.append(self.encoder[special])
            ids.extend(self.encode_ordinary(part))
        return ids


def load_safetensors(path):
    with open(path, "rb") as f:
        data = f.read()
    (n,) = struct.unpack("<Q", data[:8])
    header = json.loads(data[8 : 8 + n])
    tensors = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        assert info["dtype"] == "F32", info["dtype"]
        begin, end = info["data_offsets"]
        arr = np.frombuffer(data[8 + n + begin : 8 + n + end], dtype="<f4").astype(np.float64)
        tensors[name.removeprefix("transformer.")] = arr.reshape(info["shape"])
    return tensors


def layer_norm(x, w, b, eps):
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * w + b


def gelu_new(x):
    return 0.5 * x * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x**3)))


def forward(ids, cfg, t):
    n_head, eps = cfg["n_head"], cfg.get("layer_norm_epsilon", 1e-5)
    T = len(ids)
    x = t["wte.weight"][ids] + t["wpe.weight"][:T]
    C = x.shape[1]
    hd = C // n_head
    mask = np.triu(np.ones((T, T), dtype=bool), 1)
    for i in range(cfg["n_layer"]):
        p = f"h.{i}."
        a = layer_norm(x, t[p + "ln_1.weight"], t[p + "ln_1.bias"], eps)
        qkv = a @ t[p + "attn.c_attn.weight"] + t[p + "attn.c_attn.bias"]
        q, k, v = qkv[:, :C], qkv[:, C : 2 * C], qkv[:, 2 * C :]
        heads = []
        for h in range(n_head):
            s = slice(h * hd, (h + 1) * hd)
            scores = q[:, s] @ k[:, s].T / math.sqrt(hd)
            scores = np.where(mask, -np.inf, scores)
            scores = np.exp(scores - scores.max(-1, keepdims=True))
            scores /= scores.sum(-1, keepdims=True)
            heads.append(scores @ v[:, s])
        x = x + np.concatenate(heads, axis=1) @ t[p + "attn.c_proj.weight"] + t[p + "attn.c_proj.bias"]
        m = layer_norm(x, t[p + "ln_2.weight"], t[p + "ln_2.bias"], eps)
        hidden = gelu_new(m @ t[p + "mlp.c_fc.weight"] + t[p + "mlp.c_fc.bias"])
        x = x + hidden @ t[p + "mlp.c_proj.weight"] + t[p + "mlp.c_proj.bias"]
    x = layer_norm(x, t["ln_f.weight"], t["ln_f.bias"], eps)
    logits = x @ t.get("lm_head.weight", t["wte.weight"]).T
    mx = logits.max(-1, keepdims=True)
    return logits - mx - np.log(np.exp(logits - mx).sum(-1, keepdims=True))


def main():
    model_dir = sys.argv[1]
    with open(f"{model_dir}/config.json") as f:
        cfg = json.load(f)
    with open(f"{model_dir}/vocab.json") as f:
        vocab = json.load(f)
    with open(f"{model_dir}/merges.txt", encoding="utf-8") as f:
        lines = [l for l in f.read().split("\n") if l and not l.startswith("#version")]
    encoder = Encoder(vocab, [tuple(l.split(" ")) for l in lines])
    tensors = load_safetensors(f"{model_dir}/model.safetensors")
    out = []
    for text in json.load(sys.stdin):
        ids = encoder.encode(text)
        if len(ids) < 2:
            out.append({"ids": ids, "surprisal": None})
            continue
        logp = forward(ids, cfg, tensors)
        scored = [logp[i - 1, ids[i]] for i in range(1, len(ids))]
        out.append({"ids": ids, "surprisal": float(-math.fsum(scored) / len(scored))})
    json.dump(out, sys.stdout, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
