package experiment

import (
	"reflect"
	"testing"
)

func TestGroupInOrder(t *testing.T) {
	keys, groups := GroupInOrder([]int{3, 10, 13, 20, 4, 1}, func(n int) int { return n % 10 })
	if want := []int{3, 0, 4, 1}; !reflect.DeepEqual(keys, want) {
		t.Errorf("keys %v, want %v (first-seen order)", keys, want)
	}
	if want := map[int][]int{3: {3, 13}, 0: {10, 20}, 4: {4}, 1: {1}}; !reflect.DeepEqual(groups, want) {
		t.Errorf("groups %v, want %v", groups, want)
	}
}
