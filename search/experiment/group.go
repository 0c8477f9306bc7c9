package experiment

// GroupInOrder groups items by key, and lists the keys in the order they
// first come in items: the reports keep the order in which the
// workloads, algorithms or numbers of searchers were asked for.
func GroupInOrder[T any, K comparable](items []T, key func(T) K) (keys []K, groups map[K][]T) {
	groups = map[K][]T{}
	for _, it := range items {
		k := key(it)
		if _, ok := groups[k]; !ok {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], it)
	}
	return keys, groups
}
