import SwiftUI
struct Doubling: View {
    var body: some View { Form { v0 } }
    var v0: some View { Group { v1; v1 } }
    var v1: some View { Group { v2; v2 } }
    var v2: some View { Group { v3; v3 } }
    var v3: some View { Group { v4; v4 } }
    var v4: some View { Group { v5; v5 } }
    var v5: some View { Group { v6; v6 } }
    var v6: some View { Group { v7; v7 } }
    var v7: some View { Group { v8; v8 } }
    var v8: some View { Group { v9; v9 } }
    var v9: some View { Group { v10; v10 } }
    var v10: some View { Group { v11; v11 } }
    var v11: some View { Group { v12; v12 } }
    var v12: some View { Group { v13; v13 } }
    var v13: some View { Group { v14; v14 } }
    var v14: some View { Group { v15; v15 } }
    var v15: some View { Group { v16; v16 } }
    var v16: some View { Group { v17; v17 } }
    var v17: some View { Group { v18; v18 } }
    var v18: some View { Group { v19; v19 } }
    var v19: some View { Group { v20; v20 } }
    var v20: some View { Text("x") }
}
