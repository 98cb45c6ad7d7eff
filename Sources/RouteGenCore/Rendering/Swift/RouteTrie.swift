/// The patterns of one form as a trie over path segments, in precedence order: the generated parser walks it
/// depth first and takes the first pattern that accepts the URL, which is the pattern `RouteMatcher` finds.
///
/// A node's patterns that end there come first, then its children: literal segments (at most one matches a
/// segment, so their order is free and the table sorts them for binary search), then placeholders with literal
/// text around them, typed placeholders and free text, each in precedence order; catch-alls come last. Inserting
/// the patterns in `PrecedenceKey` order keeps that order.
struct RouteTrie {
    final class Node {
        let depth: Int
        /// Whether literals at this depth compare ignoring ASCII case.
        let folds: Bool
        var terminals: [RoutePattern] = []
        var literals: [(text: String, node: Node)] = []
        var placeholders: [(key: PrecedenceKey.Element, template: Template, node: Node)] = []
        var catchAlls: [RoutePattern] = []

        init(depth: Int, folds: Bool) {
            self.depth = depth
            self.folds = folds
        }
    }

    let root: Node

    init(_ patterns: [RoutePattern], app: AppModel, kind: FormKind) {
        root = Node(depth: 0, folds: app.foldsLiterals(kind, segment: 0))
        for candidate in patterns {
            var node = root
            for (depth, segment) in candidate.pattern.segments.enumerated() {
                node = Self.child(of: node, for: segment, key: candidate.key.elements[depth], app: app, kind: kind)
            }
            if candidate.pattern.catchAll != nil {
                node.catchAlls.append(candidate)
            } else {
                node.terminals.append(candidate)
            }
        }
    }

    private static func child(of node: Node, for segment: Segment, key: PrecedenceKey.Element, app: AppModel, kind: FormKind) -> Node {
        let folds = app.foldsLiterals(kind, segment: node.depth + 1)
        switch segment {
        case .literal(let text):
            let folded = Literal.folded(text, caseSensitive: !node.folds)
            if let existing = node.literals.first(where: { $0.text == folded }) { return existing.node }
            let child = Node(depth: node.depth + 1, folds: folds)
            node.literals.append((folded, child))
            return child
        case .template(let template):
            if let existing = node.placeholders.first(where: { $0.key == key }) { return existing.node }
            let child = Node(depth: node.depth + 1, folds: folds)
            node.placeholders.append((key, template, child))
            return child
        }
    }

    /// Every node, parents before children.
    var nodes: [Node] {
        var result: [Node] = []
        var stack = [root]
        while let node = stack.popLast() {
            result.append(node)
            stack += node.placeholders.map(\.node).reversed()
            stack += node.literals.map(\.node).reversed()
        }
        return result
    }
}
