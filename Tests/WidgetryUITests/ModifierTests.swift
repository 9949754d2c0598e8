import Foundation
import Testing
import WidgetryUI

private struct Bordered: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(2).border()
    }
}

extension View {
    fileprivate func border() -> some View { overlay { Rectangle().stroke(.red, lineWidth: 1) } }
}

@Suite @MainActor struct ModifierTests {
    @Test func modifiersNestInTheOrderApplied() {
        let node = resolve(Text("a").padding().frame(width: 10).opacity(0.5))
        #expect(node.modifier == .opacity(0.5))
        #expect(node.children[0].modifier == .frame(ResolvedFrame(width: 10, height: nil, alignment: .center)))
        #expect(node.children[0].children[0].modifier == .padding(.edges(.all, nil)))
        #expect(node.children[0].children[0].children[0].text?.plainText == "a")
    }

    @Test func paddingFormsStayDistinct() {
        #expect(resolve(Text("a").padding()).modifier == .padding(.edges(.all, nil)))
        #expect(resolve(Text("a").padding(8)).modifier == .padding(.edges(.all, 8)))
        #expect(resolve(Text("a").padding(.horizontal, 4)).modifier == .padding(.edges(.horizontal, 4)))
        #expect(resolve(Text("a").padding([.top, .leading])).modifier == .padding(.edges([.top, .leading], nil)))
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(resolve(Text("a").padding(insets)).modifier == .padding(.insets(insets)))
    }

    @Test func flexibleFramesKeepEveryBound() {
        let node = resolve(Text("a").frame(minWidth: 20, maxWidth: .infinity, maxHeight: 40, alignment: .leading))
        #expect(
            node.modifier
                == .flexibleFrame(
                    ResolvedFlexibleFrame(minWidth: 20, maxWidth: .infinity, maxHeight: 40, alignment: .leading)))
    }

    @Test func layoutModifiersAreRecorded() {
        #expect(resolve(Text("a").fixedSize()).modifier == .fixedSize(horizontal: true, vertical: true))
        #expect(
            resolve(Text("a").fixedSize(horizontal: false, vertical: true)).modifier
                == .fixedSize(horizontal: false, vertical: true))
        #expect(resolve(Text("a").layoutPriority(1)).modifier == .layoutPriority(1))
        #expect(
            resolve(Color.red.aspectRatio(1.5, contentMode: .fill)).modifier == .aspectRatio(1.5, contentMode: .fill))
        #expect(
            resolve(Color.red.aspectRatio(CGSize(width: 4, height: 2), contentMode: .fit)).modifier
                == .aspectRatio(2, contentMode: .fit))
        #expect(resolve(Color.red.scaledToFit()).modifier == .aspectRatio(nil, contentMode: .fit))
        #expect(resolve(Color.red.scaledToFill()).modifier == .aspectRatio(nil, contentMode: .fill))
        #expect(resolve(Text("a").offset(x: 3, y: -2)).modifier == .offset(CGSize(width: 3, height: -2)))
        #expect(resolve(Text("a").position(x: 5, y: 6)).modifier == .position(CGPoint(x: 5, y: 6)))
        #expect(resolve(Text("a").hidden()).modifier == .hidden)
    }

    @Test func overlaysAndBackgroundsHoldASecondChild() {
        let overlay = resolve(Circle().overlay(alignment: .topTrailing) { Text("3") })
        #expect(overlay.modifier == .overlay(alignment: .topTrailing))
        #expect(overlay.children.count == 2)
        #expect(overlay.children[1].text?.plainText == "3")

        let styled = resolve(Text("a").background(.blue))
        #expect(styled.modifier == .background(alignment: .center))
        #expect(styled.children[1].kind == .paint(.color(rgb(0, 122, 255))))

        let shaped = resolve(Text("a").background(.red, in: Capsule()))
        guard case .shape(let shape) = shaped.children[1].kind else {
            Issue.record("expected a shape background, got \(shaped.children[1])")
            return
        }
        #expect(shape.geometry.kind == .capsule(style: .continuous))

        let several = resolve(
            Text("a").overlay {
                Text("b"); Text("c")
            })
        #expect(several.children[1].stack?.axis == nil)
        #expect(several.children[1].children.count == 2)
    }

    @Test func alignmentGuidesAreSampledIntoLinearForm() {
        let node = resolve(Text("a").alignmentGuide(.firstTextBaseline) { d in d[.bottom] - 4 })
        guard case .alignmentGuide(let guide)? = node.modifier else {
            Issue.record("expected an alignment guide, got \(node)")
            return
        }
        #expect(guide.guide == VerticalAlignment.firstTextBaseline.key)
        #expect(guide.heightFactor == 1)
        #expect(guide.widthFactor == 0)
        #expect(guide.constant == -4)
        #expect(guide.isExact)
        #expect(guide.value(width: 10, height: 30) == 26)

        let centered = resolve(Text("a").alignmentGuide(.leading) { d in d.width / 2 })
        if case .alignmentGuide(let guide)? = centered.modifier {
            #expect(guide.widthFactor == 0.5)
            #expect(guide.isExact)
        }

        let clamped = resolve(Text("a").alignmentGuide(.leading) { d in max(d.width, 150) })
        if case .alignmentGuide(let guide)? = clamped.modifier {
            #expect(!guide.isExact)
        } else {
            Issue.record("expected an alignment guide")
        }
    }

    @Test func clippingRecordsGeometry() {
        #expect(
            resolve(Color.red.clipped()).modifier
                == .clipShape(ResolvedShapeGeometry(kind: .rectangle), FillStyle(antialiased: false)))
        #expect(
            resolve(Color.red.cornerRadius(8)).modifier
                == .clipShape(
                    ResolvedShapeGeometry(
                        kind: .roundedRectangle(cornerSize: CGSize(width: 8, height: 8), style: .circular)),
                    FillStyle()))
        #expect(
            resolve(Color.red.clipShape(Circle())).modifier
                == .clipShape(ResolvedShapeGeometry(kind: .circle), FillStyle()))
        let masked = resolve(Color.red.mask { Text("M") })
        #expect(masked.modifier == .mask(alignment: .center))
        #expect(masked.children[1].text?.plainText == "M")
    }

    @Test func drawingEffectsAreRecorded() {
        #expect(
            resolve(Text("a").shadow(color: .black, radius: 3, x: 1, y: 2)).modifier
                == .shadow(ResolvedShadow(color: rgb(0, 0, 0), radius: 3, x: 1, y: 2)))
        #expect(resolve(Text("a").rotationEffect(.degrees(90))).modifier == .rotation(.degrees(90), anchor: .center))
        #expect(resolve(Text("a").scaleEffect(2)).modifier == .scale(CGSize(width: 2, height: 2), anchor: .center))
        #expect(resolve(Text("a").blur(radius: 4)).modifier == .blur(radius: 4, isOpaque: false))
        #expect(resolve(Text("a").grayscale(1)).modifier == .grayscale(1))
        #expect(resolve(Text("a").colorMultiply(.white)).modifier == .colorMultiply(rgb(255, 255, 255)))
    }

    @Test func annotationsAreRecorded() {
        #expect(resolve(Text("a").id(7)).modifier == .identity("7"))
        #expect(resolve(Text("a").animation(.easeInOut, value: 1)).modifier == .animation(.easeInOut))
        #expect(resolve(Text("a").animation(nil, value: 1)).modifier == .animation(nil))
        #expect(resolve(Text("a").transition(.push(from: .bottom))).modifier == .transition(.push(from: .bottom)))
        #expect(resolve(Text("a").contentTransition(.numericText())).modifier == .contentTransition(.numericText()))
        #expect(
            resolve(Text("a").accessibilityLabel("Alpha")).modifier
                == .accessibility(ResolvedAccessibility(label: "Alpha")))
        #expect(
            resolve(Text("a").accessibilityHidden(true)).modifier
                == .accessibility(ResolvedAccessibility(isHidden: true)))
    }

    @Test func customModifiersResolveThroughTheirBody() {
        let node = resolve(Text("a").modifier(Bordered()))
        #expect(node.modifier == .overlay(alignment: .center))
        #expect(node.children[0].modifier == .padding(.edges(.all, 2)))
        #expect(node.children[0].children[0].text?.plainText == "a")
    }

    @Test func emptyAndConcatenatedModifiers() {
        #expect(resolve(Text("a").modifier(EmptyModifier())) == resolve(Text("a")))
        let node = resolve(Text("a").modifier(Bordered().concat(Bordered())))
        #expect(node.allNodes.filter { $0.modifier == .overlay(alignment: .center) }.count == 2)
    }

    @Test func modifiersOnAGroupApplyToEachChild() {
        let node = resolve(
            VStack {
                Group {
                    Text("a")
                    Text("b")
                }
                .padding(4)
            })
        #expect(node.children.count == 2)
        #expect(node.children.allSatisfy { $0.modifier == .padding(.edges(.all, 4)) })
    }

    @Test func stackingAndContainerModifiers() {
        #expect(resolve(Text("a").zIndex(2)).modifier == .zIndex(2))
        #expect(
            resolve(ContainerRelativeShape().containerShape(RoundedRectangle(cornerRadius: 20))).modifier
                == .containerShape(
                    ResolvedShapeGeometry(
                        kind: .roundedRectangle(cornerSize: CGSize(width: 20, height: 20), style: .continuous))))
        #expect(resolve(Text("a").ignoresSafeArea()) == resolve(Text("a")))
        let bordered = resolve(Text("a").border(.red, width: 2))
        #expect(bordered.modifier == .overlay(alignment: .center))
        if case .shape(let shape) = bordered.children[1].kind {
            #expect(shape.drawings == [.strokeBorder(.color(rgb(255, 59, 48)), StrokeStyle(lineWidth: 2))])
        } else {
            Issue.record("expected a border shape")
        }
    }

    @Test func dynamicTypeRangesClampTheSize() {
        var environment = Environments.light
        environment.dynamicTypeSize = .accessibility3
        let clamped = resolve(Text("a").font(.body).dynamicTypeSize(...DynamicTypeSize.xxLarge), in: environment)
        #expect(clamped.firstRunStyle?.font.dynamicTypeSize == .xxLarge)
        let inside = resolve(Text("a").dynamicTypeSize(.large ... .accessibility5), in: environment)
        #expect(inside.firstRunStyle?.font.dynamicTypeSize == .accessibility3)
    }
}
